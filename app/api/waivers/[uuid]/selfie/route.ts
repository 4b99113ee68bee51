import { getCurrentAccount } from '@/lib/accounts/sessions';
import { readSelfie } from '@/lib/spectators';

export const dynamic = 'force-dynamic';

/**
 * GET /ll/api/waivers/{uuid}/selfie[?token=]: the selfie of a signed waiver, only for the buyer,
 * the signer's or guardian's account, organisers and the holder of a valid copy link
 * (lib/spectators/copy-links.ts); 404 for everyone else, so the answer does not tell whether a
 * selfie exists.
 */
export async function GET(request: Request, { params }: { params: Promise<{ uuid: string }> }): Promise<Response> {
  const { uuid } = await params;
  const copyToken = new URL(request.url).searchParams.get('token');
  const selfie = await readSelfie({ uuid, viewer: await getCurrentAccount(), copyToken });
  if (!selfie) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(selfie.jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'private, no-store',
      'Content-Disposition': 'inline; filename="selfie.jpg"',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${selfie.sha256}"`,
    },
  });
}
