import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ensureChromium, ensurePoppler } from '@hvac/infra';
import { PDF_FONT_ORIGIN, fontFaces, pdfFontFile } from '../src/documents/print/fonts';
import { PdfEngine } from '../src/documents/print/pdf-engine';

/*
 * The engine's pages load nothing from anywhere but what it answers from memory (the fonts), and a page
 * kept for the next PDF does not ask for those again (docs/domains/billing.md#documents).
 */

let server: http.Server;
let hits = 0;
let engine: PdfEngine;
const asked: string[] = [];

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  ensurePoppler();
  server = http.createServer((_req, res) => {
    hits += 1;
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  engine = new PdfEngine({
    executablePath: process.env.CHROMIUM_PATH ?? ensureChromium(),
    pages: 1,
    timeoutMs: 10_000,
    log: silent,
    localFile: (url) => {
      asked.push(url);
      return pdfFontFile(url);
    },
  });
}, 60_000);
afterAll(async () => {
  await engine.close();
  await new Promise((resolve) => server.close(resolve));
});

const page = (body: string) => `<!doctype html><html><head><style>${fontFaces('pdf')} body { font-family: Vazirmatn }</style></head><body>${body}</body></html>`;

it('refuses every request but its own fonts, and embeds those', async () => {
  const elsewhere = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pdf = await engine.render(page(`<p>سلام Hello</p><img src="${elsewhere}/image.png"><link rel="stylesheet" href="${elsewhere}/sheet.css">`));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(hits).toBe(0);
  expect(asked.filter((url) => url.startsWith(PDF_FONT_ORIGIN)).length).toBeGreaterThan(0);
  expect(asked.filter((url) => url.startsWith(elsewhere)).length).toBe(2);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pdf-engine-')), 'fonts.pdf');
  writeFileSync(file, pdf);
  expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Vazirmatn\S*\s+\S+.*\byes\b/);
}, 30_000);

it('answers a kept page’s fonts from its cache: the next PDF asks for none', async () => {
  await engine.render(page('<p>First</p>'));
  const before = asked.length;
  await engine.render(page('<p>Second, in the same page</p>'));
  expect(asked.slice(before).filter((url) => url.startsWith(PDF_FONT_ORIGIN))).toEqual([]);
}, 30_000);
