// The diary's multi-select lists (P3) with labels in the request's language.
import { asc } from 'drizzle-orm';
import type { ListItem } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { symptoms, triggerTypes } from '../../db/schema';

export async function symptomList(db: Pick<Db, 'select'>, language: Language): Promise<ListItem[]> {
  const rows = await db.select().from(symptoms).orderBy(asc(symptoms.position));
  return rows.map((row) => ({ key: row.key, label: row.label[language], group: null }));
}

export async function triggerTypeList(
  db: Pick<Db, 'select'>,
  language: Language,
): Promise<ListItem[]> {
  const rows = await db.select().from(triggerTypes).orderBy(asc(triggerTypes.position));
  return rows.map((row) => ({ key: row.key, label: row.label[language], group: row.group }));
}
