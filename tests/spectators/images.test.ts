import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkSignaturePng, processSelfie, sniffImageFormat } from '@/lib/spectators/images';
import { SELFIE_MAX_BYTES } from '@/lib/validation/waiver';

const photo = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });

describe('selfie validation', () => {
  it('accepts JPEG, PNG and WebP by content and re-encodes them as JPEG', async () => {
    for (const bytes of [await photo().jpeg().toBuffer(), await photo().png().toBuffer(), await photo().webp().toBuffer()]) {
      const result = await processSelfie(new Uint8Array(bytes));
      expect(result.ok).toBe(true);
      if (result.ok) expect(sniffImageFormat(result.jpeg)).toBe('jpeg');
    }
    const asDataUrl = `data:image/webp;base64,${(await photo().webp().toBuffer()).toString('base64')}`;
    expect((await processSelfie(asDataUrl)).ok).toBe(true);
    expect((await processSelfie(new Blob([new Uint8Array(await photo().png().toBuffer())]))).ok).toBe(true);
  });

  it('refuses other types whatever they claim to be', async () => {
    const gif = await photo(40, 40).gif().toBuffer();
    expect(await processSelfie(new Uint8Array(gif))).toEqual({ ok: false, error: 'selfieInvalidType' });
    expect(await processSelfie(`data:image/jpeg;base64,${gif.toString('base64')}`)).toEqual({ ok: false, error: 'selfieInvalidType' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await processSelfie(new Uint8Array(svg))).toEqual({ ok: false, error: 'selfieInvalidType' });
    // JPEG magic bytes followed by garbage: the decoder refuses it.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(await processSelfie(new Uint8Array(fake))).toEqual({ ok: false, error: 'selfieInvalidType' });
    expect(await processSelfie(null)).toEqual({ ok: false, error: 'selfieRequired' });
  });

  it('refuses a photo over 5 MB', async () => {
    const big = new Uint8Array(SELFIE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await processSelfie(big)).toEqual({ ok: false, error: 'selfieTooLarge' });
    expect(await processSelfie(`data:image/jpeg;base64,${Buffer.from(big).toString('base64')}`)).toEqual({ ok: false, error: 'selfieTooLarge' });
  });

  it('strips EXIF (camera, GPS) and applies the orientation before stripping', async () => {
    const withExif = await photo(400, 200)
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X1', Copyright: 'Private' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 29/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(withExif.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const result = await processSelfie(new Uint8Array(withExif));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = await sharp(result.jpeg).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(result.jpeg.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect([after.width, after.height]).toEqual([200, 400]);
  });

  it('scales large photos down to 1600 px', async () => {
    const result = await processSelfie(new Uint8Array(await photo(4000, 3000).jpeg().toBuffer()));
    expect(result.ok && [result.width, result.height]).toEqual([1600, 1200]);
  });
});

describe('signature validation', () => {
  const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  const drawn = () =>
    sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 60 C 80 10, 160 110, 390 40" stroke="#000" stroke-width="3" fill="none"/></svg>')).png().toBuffer();

  it('accepts a drawn PNG and keeps its bytes', async () => {
    const png = await drawn();
    const result = await checkSignaturePng(dataUrl(png));
    expect(result.ok && result.png.equals(png)).toBe(true);
  });

  it('refuses blank, non-PNG, tiny and oversized signatures', async () => {
    const blank = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect(await checkSignaturePng(dataUrl(blank))).toEqual({ ok: false, error: 'signatureRequired' });
    const white = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await checkSignaturePng(dataUrl(white))).toEqual({ ok: false, error: 'signatureRequired' });
    const jpeg = await sharp(await drawn()).jpeg().toBuffer();
    expect(await checkSignaturePng(dataUrl(jpeg))).toEqual({ ok: false, error: 'signatureInvalid' });
    const tiny = await sharp(await drawn()).resize(20, 10).png().toBuffer();
    expect(await checkSignaturePng(dataUrl(tiny))).toEqual({ ok: false, error: 'signatureInvalid' });
    expect(await checkSignaturePng('data:image/png;base64,' + 'A'.repeat(800_000))).toEqual({ ok: false, error: 'signatureTooLarge' });
    expect(await checkSignaturePng('not a data url')).toEqual({ ok: false, error: 'signatureRequired' });
  });
});
