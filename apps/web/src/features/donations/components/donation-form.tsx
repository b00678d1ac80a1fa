import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Fieldset,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PublicParticipant } from '@quit/contracts/money';
import type { DonationPot } from '@quit/domain/follow-up';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from '@/lib/router';
import { ApiError } from '@/lib/api-error';
import { browserLocation } from '@/lib/browser-location';
import { showServerError } from '@/lib/form-errors';
import { currencySymbol, useFormatters } from '@/lib/format';
import { emailError, requiredError } from '@/lib/validation';
import { useCreateTransaction } from '../api/create-transaction';
import {
  chosenAmountCents,
  CUSTOM_AMOUNT,
  isAllowedAmount,
  type DonationConfig,
} from './donation-amount';
import chipClasses from './amount-chip.module.css';
import { FeeBreakdown } from './fee-breakdown';
import '@/components/money-styles';

export type Donor = { name: string; email: string };

type DonationValues = {
  /** A preset's cents as a string, or CUSTOM_AMOUNT. */
  choice: string;
  /** Euros as typed, read in the user's language (`1.000,50` / `1,000.50`). */
  customAmount: string;
  coverFee: boolean;
  anonymous: boolean;
  /** A8: "keep me posted" (record 0080), on by default. */
  follow: boolean;
  donorName: string;
  donorEmail: string;
  message: string;
};

const FIELDS = ['donorName', 'donorEmail', 'message'];
const MESSAGE_MAX_LENGTH = 500;

type DonationFormProps = {
  fundraiser: PublicParticipant;
  config: DonationConfig;
  /** The signed-in person, whose name and email fill the form. */
  donor?: Donor;
  /** The fundraiser closed in the meantime (DONATIONS_CLOSED): the page should reload it. */
  onClosed?: () => void;
  /** The id of the heading that names the form. */
  titleId: string;
  /** C8: the course's own pot (the default), or the 3-month test's stay-quit bonus. */
  pot?: DonationPot;
};

/** Amount, fee choice, donor details and the live breakdown; submitting goes to the checkout. */
export function DonationForm({
  fundraiser,
  config,
  donor,
  onClosed,
  titleId,
  pot = 'course',
}: DonationFormProps) {
  const { t } = useTranslation(['donations', 'errors']);
  const format = useFormatters(fundraiser.currency);
  const createTransaction = useCreateTransaction();
  const { pathname } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  // After a successful start the browser is on its way to the checkout: keep the button busy.
  const [leaving, setLeaving] = useState(false);
  const presets = config.donation.presetsCents;
  const form = useForm<DonationValues>({
    initialValues: {
      choice: String(presets[1] ?? presets[0] ?? CUSTOM_AMOUNT),
      customAmount: '',
      coverFee: false,
      anonymous: false,
      follow: true,
      donorName: donor?.name ?? '',
      donorEmail: donor?.email ?? '',
      message: '',
    },
    validate: {
      customAmount: (value, values) =>
        values.choice === CUSTOM_AMOUNT &&
        !isAllowedAmount(chosenAmountCents(values.choice, value, format.language), config)
          ? t('errors:INVALID_AMOUNT')
          : null,
      donorName: requiredError,
      donorEmail: emailError,
    },
  });
  const { values } = form;
  const amountCents = chosenAmountCents(values.choice, values.customAmount, format.language);
  const range = {
    min: format.money(config.donation.minCents),
    max: format.money(config.donation.maxCents),
  };

  const submit = form.onSubmit((submitted) => {
    const cents = chosenAmountCents(submitted.choice, submitted.customAmount, format.language);
    if (!isAllowedAmount(cents, config)) {
      // A preset outside the limits would be a configuration mistake; say so rather than send.
      setFormError(t('errors:INVALID_AMOUNT'));
      return;
    }
    setFormError(null);
    const message = submitted.message.trim();
    createTransaction.mutate(
      {
        participantId: fundraiser.id,
        amountCents: cents,
        coverFee: submitted.coverFee,
        anonymous: submitted.anonymous,
        follow: submitted.follow,
        donorName: submitted.donorName.trim(),
        donorEmail: submitted.donorEmail.trim(),
        message: message === '' ? null : message,
        // The course's pot is the API's default: named only when the gift goes elsewhere.
        ...(pot === 'course' ? {} : { pot }),
        // The checkout sends the donor back here, with ?donation=success|cancelled|declined.
        redirectUrl: window.location.origin + pathname,
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          browserLocation.assign(checkoutUrl);
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === 'DONATIONS_CLOSED' || error.code === 'BONUS_POT_CLOSED')
          ) {
            onClosed?.();
          }
          const byCode =
            submitted.choice === CUSTOM_AMOUNT ? { INVALID_AMOUNT: 'customAmount' } : {};
          setFormError(showServerError(form, error, byCode, FIELDS));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="lg" maw={560}>
        <Fieldset legend={t('amount.legend')} variant="unstyled">
          <Stack gap="sm">
            <Chip.Group
              value={values.choice}
              onChange={(choice) => {
                form.setFieldValue('choice', choice);
                form.clearFieldError('customAmount');
              }}
            >
              <Group gap="xs">
                {presets.map((cents) => (
                  <Chip
                    key={cents}
                    value={String(cents)}
                    name="amount"
                    size="md"
                    classNames={chipClasses}
                  >
                    {format.money(cents)}
                  </Chip>
                ))}
                <Chip value={CUSTOM_AMOUNT} name="amount" size="md" classNames={chipClasses}>
                  {t('amount.custom')}
                </Chip>
              </Group>
            </Chip.Group>
            {values.choice === CUSTOM_AMOUNT && (
              <TextInput
                label={t('amount.custom_label', {
                  currency: currencySymbol(format.language, fundraiser.currency),
                })}
                description={t('amount.range', range)}
                required
                inputMode="decimal"
                autoComplete="off"
                placeholder={format.language === 'de' ? '1.000,00' : '1,000.00'}
                maw={240}
                {...form.getInputProps('customAmount')}
              />
            )}
          </Stack>
        </Fieldset>

        <Stack gap="sm">
          <Checkbox
            label={t('cover_fee.label')}
            description={t('cover_fee.description', { name: fundraiser.displayName })}
            {...form.getInputProps('coverFee', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('anonymous.label')}
            description={t('anonymous.description')}
            {...form.getInputProps('anonymous', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('follow.label')}
            description={t('follow.description', { name: fundraiser.displayName })}
            {...form.getInputProps('follow', { type: 'checkbox' })}
          />
        </Stack>

        {isAllowedAmount(amountCents, config) ? (
          <FeeBreakdown
            amountCents={amountCents}
            coverFee={values.coverFee}
            feeTiers={config.feeTiers}
            format={format}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('breakdown.needs_amount', range)}
          </Text>
        )}

        <TextInput
          label={t('donor.name')}
          description={t('donor.name_hint')}
          autoComplete="name"
          required
          {...form.getInputProps('donorName')}
        />
        <TextInput
          label={t('donor.email')}
          description={t('donor.email_hint')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('donorEmail')}
        />
        <Textarea
          label={t('donor.message')}
          description={t('donor.message_hint', { max: MESSAGE_MAX_LENGTH })}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          {...form.getInputProps('message')}
        />

        {formError !== null && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Button
          type="submit"
          loading={createTransaction.isPending || leaving}
          style={{ alignSelf: 'start' }}
        >
          {t('submit')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('submit_hint')}
        </Text>
      </Stack>
    </form>
  );
}
