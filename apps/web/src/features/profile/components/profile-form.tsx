import {
  Button,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileResponse } from '@quit/contracts/profile';
import { LANGUAGES } from '@quit/domain/constants';
import { isPlainText, isValidPostalCode } from '@quit/domain/postal-code';
import { ADDRESS_FIELDS, GENDERS, type AddressField } from '@quit/domain/profile';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { DateField } from '@/components/date-field';
import { errorMessage } from '@/lib/error-message';
import { showServerError } from '@/lib/form-errors';
import { chooseLanguage, currentLanguage, isLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { birthDateError, requiredError } from '@/lib/validation';
import type { ProfileSource } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { FIELD_LABEL_KEY } from './field-labels';
import { toUpdate, toValues, type ProfileValues } from './profile-values';
import { timeZoneOptions } from './time-zones';

const FIELD_BY_CODE = { INVALID_PHONE: 'phone', TOO_YOUNG: 'birthDate' } as const;
const FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'gender',
  'language',
  'timeZone',
  ...ADDRESS_FIELDS.map((field) => `address.${field}`),
];

const AUTOCOMPLETE: Record<AddressField, string> = {
  street: 'address-line1',
  houseNumber: 'off',
  country: 'country-name',
  state: 'address-level1',
  city: 'address-level2',
  postalCode: 'postal-code',
};

type ProfileFormProps = {
  source: ProfileSource;
  profile: ProfileResponse;
  onSaved?: (profile: ProfileResponse) => void;
};

export function ProfileForm({ source, profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'common', 'errors']);
  const updateProfile = useUpdateProfile();
  const timeZones = useMemo(() => timeZoneOptions(profile.timeZone), [profile.timeZone]);
  const form = useForm<ProfileValues>({
    initialValues: toValues(profile),
    validate: {
      firstName: requiredError,
      lastName: requiredError,
      birthDate: (value) => birthDateError(value),
      address: {
        street: (value) => plainTextError(value),
        houseNumber: (value) => plainTextError(value),
        country: (value) => plainTextError(value),
        state: (value) => plainTextError(value),
        city: (value) => plainTextError(value),
        postalCode: (value, values) =>
          plainTextError(value) ??
          (value.trim() !== '' && !isValidPostalCode(value, values.address.country)
            ? t('postal_code_invalid')
            : null),
      },
    },
  });
  function plainTextError(value: string): string | null {
    return isPlainText(value) ? null : t('plain_text_only');
  }

  async function save(values: ProfileValues) {
    if (values.phone.trim() !== '') {
      // The contracts' rule (libphonenumber) loads with the first save, not with the page.
      const { isValidPhone } = await import('@quit/contracts/profile');
      if (!isValidPhone(values.phone)) {
        form.setFieldError('phone', t('errors:INVALID_PHONE'));
        return;
      }
    }
    updateProfile.mutate(
      { source, profile: toUpdate(values) },
      {
        onSuccess: (saved) => {
          showToast({ kind: 'success', message: t('saved') });
          form.resetDirty(toValues(saved));
          // The profile's language is the UI language (spec §1).
          if (saved.language !== currentLanguage()) void chooseLanguage(saved.language);
          onSaved?.(saved);
        },
        onError: (error) => {
          const unplaced = showServerError(form, error, FIELD_BY_CODE, FIELDS);
          if (unplaced !== null) showToast({ kind: 'error', message: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="lg" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t(FIELD_LABEL_KEY.firstName)}
            autoComplete="given-name"
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t(FIELD_LABEL_KEY.lastName)}
            autoComplete="family-name"
            required
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          description={t('email_hint')}
          value={profile.email}
          readOnly
        />
        <DateField
          label={t(FIELD_LABEL_KEY.birthDate)}
          autoComplete="bday"
          required
          maxDate={new Date()}
          {...form.getInputProps('birthDate')}
        />
        <TextInput
          label={t(FIELD_LABEL_KEY.phone)}
          description={t('phone_hint')}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        <Radio.Group
          label={t(FIELD_LABEL_KEY.gender)}
          value={form.values.gender}
          onChange={(value) =>
            form.setFieldValue('gender', GENDERS.find((gender) => gender === value) ?? null)
          }
          error={form.errors['gender']}
        >
          <Group gap="lg" mt="xs">
            {GENDERS.map((gender) => (
              <Radio key={gender} value={gender} label={t(`genders.${gender}`)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t(FIELD_LABEL_KEY.language)}
            data={LANGUAGES.map((language) => ({
              value: language,
              label: t(`common:language.${language}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('language')}
            onChange={(value) => {
              if (isLanguage(value)) form.setFieldValue('language', value);
            }}
          />
          <Select
            label={t(FIELD_LABEL_KEY.timeZone)}
            data={timeZones}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('time_zone_not_found')}
            {...form.getInputProps('timeZone')}
          />
        </SimpleGrid>
        <Fieldset legend={t('address')} variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ADDRESS_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(FIELD_LABEL_KEY[field])}
                autoComplete={AUTOCOMPLETE[field]}
                {...form.getInputProps(`address.${field}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Button type="submit" loading={updateProfile.isPending} style={{ alignSelf: 'start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
