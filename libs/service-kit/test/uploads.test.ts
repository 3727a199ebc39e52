import { sniffFileType } from '../src/uploads';

// docs/architecture.md#routes-and-errors: a file's type comes from its bytes, whatever its name says.
describe('a file’s type by its first bytes', () => {
  const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(16)]);

  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'image/jpeg'],
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['WebP', Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4), Buffer.from('WEBPVP8 ', 'latin1')]), 'image/webp'],
    ['HEIC', ftyp('heic'), 'image/heic'],
    ['HEIF (mif1)', ftyp('mif1'), 'image/heic'],
    ['PDF', Buffer.from('%PDF-1.7\n', 'latin1'), 'application/pdf'],
  ])('knows %s', (_name, bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it.each([
    ['an ELF executable', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
    ['a Windows executable', Buffer.from('MZ\x90\x00', 'latin1')],
    ['an MP4 video', ftyp('isom')],
    ['HTML', Buffer.from('<html><script>', 'latin1')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });
});
