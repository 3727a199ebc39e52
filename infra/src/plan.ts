import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files written, then files changed, relative to the repository root. */
export interface PlanResult {
  written: string[];
  changed: string[];
}

/**
 * The generators' files, new and changed, held in memory until every check has passed: a generator that
 * stops on a bad argument halfway has written nothing. Several steps may edit one file (CODEOWNERS,
 * package.json); each reads what the steps before it left.
 */
export class Plan {
  private readonly written = new Map<string, string>();
  private readonly changed = new Map<string, string>();

  constructor(readonly root: string) {}

  /** The file as the plan leaves it so far. */
  read(file: string): string {
    return this.written.get(file) ?? this.changed.get(file) ?? readFileSync(path.join(this.root, file), 'utf8');
  }

  exists(file: string): boolean {
    return this.written.has(file) || existsSync(path.join(this.root, file));
  }

  /** A file that does not exist yet. */
  write(file: string, text: string): void {
    if (existsSync(path.join(this.root, file))) throw new Error(`${file} exists already.`);
    this.written.set(file, text);
  }

  /** A file that exists (or that this plan writes). */
  change(file: string, text: string): void {
    if (this.written.has(file)) this.written.set(file, text);
    else this.changed.set(file, text);
  }

  /** Writes everything; nothing before this touches the disk. */
  apply(): PlanResult {
    for (const [file, text] of [...this.written, ...this.changed]) {
      mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
      writeFileSync(path.join(this.root, file), text);
    }
    return { written: [...this.written.keys()], changed: [...this.changed.keys()] };
  }
}

/** `text` with `insert` placed before the first match of `anchor` or after its last, or an error naming the file. */
export function insertAt(file: string, text: string, anchor: RegExp, insert: string, where: 'before' | 'after'): string {
  const matches = [...text.matchAll(new RegExp(anchor.source, `${anchor.flags.replace('g', '')}g`))];
  if (matches.length === 0) throw new Error(`${file}: cannot find where the new entry goes (${anchor})`);
  const last = matches[matches.length - 1]!;
  const at = where === 'before' ? matches[0]!.index : last.index + last[0].length;
  return text.slice(0, at) + insert + text.slice(at);
}

export const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
