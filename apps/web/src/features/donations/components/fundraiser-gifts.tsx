import { Alert, Button, Stack } from '@mantine/core';
import type { PublicParticipant } from '@quit/contracts/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import type { Formatters } from '@/lib/format';
import { getMoreGifts } from '../api/get-fundraiser';
import { GiftList } from './gift-list';

type Gifts = PublicParticipant['gifts'];

/** The fundraiser's gifts: the newest page, and older ones on "Show more". */
export function FundraiserGifts({
  fundraiser,
  format,
}: {
  fundraiser: PublicParticipant;
  format: Formatters;
}) {
  const { t } = useTranslation('donations');
  // Older pages belong to the first page they continue: a newer answer starts afresh.
  const [more, setMore] = useState<{ after: string | null; gifts: Gifts; cursor: string | null }>({
    after: null,
    gifts: [],
    cursor: null,
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const continues = more.after !== null && more.after === fundraiser.nextCursor;
  const gifts = continues ? [...fundraiser.gifts, ...more.gifts] : fundraiser.gifts;
  const cursor = continues ? more.cursor : fundraiser.nextCursor;

  const showMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setFailed(null);
    try {
      const page = await getMoreGifts(fundraiser.id, cursor);
      setMore({
        after: fundraiser.nextCursor,
        gifts: [...(continues ? more.gifts : []), ...page.gifts],
        cursor: page.nextCursor,
      });
    } catch (error) {
      setFailed(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="sm">
      <GiftList gifts={gifts} format={format} />
      {failed !== null && (
        <Alert color="red" role="alert">
          {errorMessage(failed)}
        </Alert>
      )}
      {cursor && (
        <Button variant="light" onClick={() => void showMore()} loading={loading}>
          {t('fundraiser.show_more_gifts')}
        </Button>
      )}
    </Stack>
  );
}
