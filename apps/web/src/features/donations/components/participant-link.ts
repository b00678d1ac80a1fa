import { pageRoutes } from '@quit/contracts/routes';

const SUPPORT_PREFIX = pageRoutes.supporterSupportIndex; // '/supporter/support'
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const LINK = new RegExp(`${SUPPORT_PREFIX}/([^/?#\\s]+)`);

/**
 * The participant id in what someone pasted: a shared fundraiser link
 * (`https://…/supporter/support/{id}`, with or without the origin, query or hash) or the bare id.
 * Null when it is neither.
 */
export function participantIdFromInput(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const match = LINK.exec(text);
  if (match?.[1] !== undefined) {
    let id: string;
    try {
      id = decodeURIComponent(match[1]);
    } catch {
      return null;
    }
    return ID.test(id) ? id : null;
  }
  return ID.test(text) ? text : null;
}

/** The address of a participant's fundraiser page. */
export function fundraiserPath(participantId: string): string {
  return pageRoutes.supporterSupport.replace(':participantId', encodeURIComponent(participantId));
}

/** The "where my money went" page of one donation, with its signed token. */
export function donationTrailPath(donationId: string, token: string): string {
  const path = pageRoutes.donationTrail.replace(':donationId', encodeURIComponent(donationId));
  return `${path}?${new URLSearchParams({ token }).toString()}`;
}
