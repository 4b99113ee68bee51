import 'server-only';
import sharp from 'sharp';
import { SELFIE_MAX_BYTES, SIGNATURE_MAX_BYTES } from '@/lib/validation/waiver';
import { sha256Hex } from './domain/waiver-text';

/**
 * The two images of a waiver signature, checked by content (never by the name or type the browser
 * claims): the drawn signature (PNG from signature_pad, kept byte for byte as evidence) and the
 * selfie (JPEG, PNG or WebP, re-encoded to JPEG without any metadata: no EXIF, GPS or camera data).
 */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_INPUT_PIXELS = 40_000_000;
export const SELFIE_MAX_SIDE = 1600;

export type TSelfieInput = Blob | Uint8Array | string;

export type TImageFormat = 'jpeg' | 'png' | 'webp';

/** The image format from the first bytes, or null. */
export function sniffImageFormat(bytes: Uint8Array): TImageFormat | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Bytes of a base64 data URL (any declared type: the content decides), or null. */
export function decodeDataUrl(value: string, maxBytes: number): Buffer | 'tooLarge' | null {
  const match = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(value);
  if (!match?.[1]) return null;
  if (Math.floor((match[1].length * 3) / 4) - 2 > maxBytes) return 'tooLarge';
  const bytes = Buffer.from(match[1], 'base64');
  return bytes.length > maxBytes ? 'tooLarge' : bytes;
}

export type TSignatureResult =
  | { ok: true; png: Buffer; sha256: string }
  | { ok: false; error: 'signatureRequired' | 'signatureInvalid' | 'signatureTooLarge' };

/**
 * A drawn signature: a real PNG (magic bytes and decoder agree), at most 512 KB, of a sensible
 * size, and not blank (some pixel is drawn).
 */
export async function checkSignaturePng(dataUrl: string): Promise<TSignatureResult> {
  const bytes = decodeDataUrl(dataUrl, SIGNATURE_MAX_BYTES);
  if (bytes === 'tooLarge') return { ok: false, error: 'signatureTooLarge' };
  if (!bytes || bytes.length === 0) return { ok: false, error: 'signatureRequired' };
  if (sniffImageFormat(bytes) !== 'png') return { ok: false, error: 'signatureInvalid' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height) return { ok: false, error: 'signatureInvalid' };
    if (meta.width < 50 || meta.height < 20 || meta.width > 5000 || meta.height > 5000) return { ok: false, error: 'signatureInvalid' };
    const stats = await image.stats();
    const channels = stats.channels;
    const blank = meta.hasAlpha
      ? (channels[channels.length - 1]?.max ?? 0) === 0
      : channels.every((c) => c.min === c.max);
    if (blank) return { ok: false, error: 'signatureRequired' };
  } catch {
    return { ok: false, error: 'signatureInvalid' };
  }
  return { ok: true, png: bytes, sha256: sha256Hex(bytes) };
}

export type TSelfieResult =
  | { ok: true; jpeg: Buffer; sha256: string; width: number; height: number }
  | { ok: false; error: 'selfieRequired' | 'selfieTooLarge' | 'selfieInvalidType' };

async function selfieBytes(input: TSelfieInput): Promise<Buffer | 'tooLarge' | null> {
  if (typeof input === 'string') return decodeDataUrl(input, SELFIE_MAX_BYTES);
  if (input instanceof Uint8Array) return input.byteLength > SELFIE_MAX_BYTES ? 'tooLarge' : Buffer.from(input);
  if (input.size > SELFIE_MAX_BYTES) return 'tooLarge';
  return Buffer.from(await input.arrayBuffer());
}

/**
 * A selfie: at most 5 MB, JPEG, PNG or WebP by content, decoded, turned upright (EXIF
 * orientation), scaled to at most 1600 px and re-encoded as JPEG without metadata. The SHA-256 is
 * of the stored JPEG.
 */
export async function processSelfie(input: TSelfieInput | null | undefined): Promise<TSelfieResult> {
  if (input === null || input === undefined || (typeof input === 'string' && input === '')) return { ok: false, error: 'selfieRequired' };
  const bytes = await selfieBytes(input);
  if (bytes === 'tooLarge') return { ok: false, error: 'selfieTooLarge' };
  if (!bytes || bytes.length === 0) return { ok: false, error: 'selfieInvalidType' };
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) return { ok: false, error: 'selfieInvalidType' };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    if (meta.format !== sniffed) return { ok: false, error: 'selfieInvalidType' };
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: SELFIE_MAX_SIDE, height: SELFIE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, sha256: sha256Hex(data), width: info.width, height: info.height };
  } catch {
    return { ok: false, error: 'selfieInvalidType' };
  }
}
