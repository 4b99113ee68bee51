import { getCurrentAccount } from '@/lib/accounts/sessions';
import { localizedPath } from '@/lib/http/paths';
import { isLocale } from '@/lib/i18n/locale';
import { log } from '@/lib/log';
import { checkoutOutcomePath, returnFromCheckout } from '@/lib/spectators';
import { parseId } from '@/lib/validation/params';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: path } });
}

/**
 * GET /ll[/es|/fr]/spectator/{eventId}/return?purchase={id}&payment=success|cancelled: where the
 * payment provider sends the buyer back (lib/spectators/urls.ts). For the signed-in buyer of that
 * purchase of that event, the checkout is confirmed with the provider or, on "cancelled", given
 * up (`returnFromCheckout`), then the browser goes on (303) to the stepper page in the same
 * language, which only reads and shows how it went. Anyone else (signed out, another account,
 * another event) changes nothing and gets the same page, which asks them to log in or says the
 * purchase is not theirs. Repeating the request is harmless: a purchase no longer waiting for its
 * payment is left as it is, and the provider's answer is applied once.
 *
 * A request of the app's client router (`RSC` header: a prefetch, a navigation by script, the
 * follow-up Next.js makes itself after a server action's redirect) does nothing and gets an empty
 * answer, so that the router loads the address as a whole page: only the browser's own visit acts,
 * and it ends on the page's address, not this one.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; id: string }> }): Promise<Response> {
  const { locale, id } = await params;
  const eventId = parseId(id);
  if (!isLocale(locale) || eventId === null) return new Response('Not found', { status: 404, headers: NO_STORE });
  if (request.headers.has('rsc')) return new Response(null, { status: 204, headers: NO_STORE });

  const query = new URL(request.url).searchParams;
  const purchaseId = parseId(query.get('purchase') ?? undefined);
  const payment = query.get('payment');
  const outcome = payment === 'success' || payment === 'cancelled' ? payment : null;
  if (purchaseId === null || outcome === null) return seeOther(localizedPath(`/spectator/${eventId}`, locale));

  const account = await getCurrentAccount();
  if (account) {
    try {
      await returnFromCheckout({ viewer: { id: account.id, role: account.role }, eventId, purchaseId, outcome });
    } catch (error) {
      // The provider did not answer (or the database failed): the page shows the purchase as it
      // is stored (the payment still open, to resume or cancel there); its webhook catches up.
      log.error({ err: error, purchaseId, outcome }, 'could not bring a purchase up to date on the return from checkout');
    }
  }
  return seeOther(localizedPath(checkoutOutcomePath({ purchaseId, eventId, outcome }), locale));
}
