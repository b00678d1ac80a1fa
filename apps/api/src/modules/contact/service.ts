import type { ContactRequest } from '@quit/contracts/contact';
import type { Language } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a contact request for operators (mailing and ClickUp come with their ports). */
export async function receiveContactRequest(
  db: Db,
  request: ContactRequest,
  language: Language,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...request, language })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
