import { Group, MultiSelect, Radio } from '@mantine/core';
import type { useForm } from '@mantine/form';
import type { ListItem } from '@quit/contracts/programme';
import { DIARY_SCALE_MAX } from '@quit/domain/diary-entry';
import { useTranslation } from '@/lib/use-translation';
import { useDiaryList } from '../api/get-diary-lists';
import type { DiaryValues } from './diary-values';

const SCALE = Array.from({ length: DIARY_SCALE_MAX + 1 }, (_, value) => String(value));
const TRIGGER_GROUPS = ['emotional', 'habit', 'social', 'withdrawal'] as const;

type DiaryForm = ReturnType<typeof useForm<DiaryValues>>;

/** A scale from "not at all" to "extremely" (P3), one radio per step. */
export function ScaleField({
  form,
  field,
  label,
}: {
  form: DiaryForm;
  field: 'smokingDesire' | 'determination';
  label: string;
}) {
  const { t } = useTranslation('programme');
  return (
    <Radio.Group label={label} required {...form.getInputProps(field)}>
      <Group gap="md" mt={4}>
        {SCALE.map((value) => (
          <Radio key={value} value={value} label={t(`diary.scale.${value}` as 'diary.scale.0')} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function groupedTriggers(items: ListItem[], groupLabel: (group: string) => string) {
  return TRIGGER_GROUPS.map((group) => ({
    group: groupLabel(group),
    items: items
      .filter((item) => item.group === group)
      .map(({ key, label }) => ({ value: key, label })),
  })).filter((group) => group.items.length > 0);
}

/** A multi-select from a list of the API; triggers grouped as the API groups them. */
export function ListField({
  form,
  field,
  list,
  label,
}: {
  form: DiaryForm;
  field: 'triggers' | 'symptoms';
  list: 'triggertype' | 'symptom';
  label: string;
}) {
  const { t } = useTranslation('programme');
  const { data = [] } = useDiaryList(list);
  const options =
    list === 'triggertype'
      ? groupedTriggers(data, (group) =>
          t(`diary.trigger_groups.${group}` as 'diary.trigger_groups.habit'),
        )
      : data.map(({ key, label: itemLabel }) => ({ value: key, label: itemLabel }));
  return (
    <MultiSelect
      label={label}
      description={t('diary.pick_any')}
      data={options}
      searchable
      clearable
      {...form.getInputProps(field)}
    />
  );
}
