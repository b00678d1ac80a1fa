import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { Operator } from '@quit/contracts/global';
import { IconInfoCircle } from '@/components/icons';

/** Says so when the operator data shown are the made-up defaults of an unconfigured deployment. */
export function ExampleOperatorNotice({ operator }: { operator: Operator }) {
  const { t } = useTranslation('legal');
  if (!operator.example) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconInfoCircle aria-hidden />}
      data-testid="example-operator-notice"
    >
      {t('example_notice')}
    </Alert>
  );
}
