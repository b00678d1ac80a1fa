import { Checkbox, NumberInput, Radio, Stack } from '@mantine/core';
import type { QuestionView } from '@quit/contracts/questionnaires';
import { currencySymbol, useLanguage } from '@/lib/format';

export type Draft = string | string[] | number | null;

type Props = {
  question: QuestionView;
  value: Draft;
  onChange: (value: Draft) => void;
  currency: string;
  error: string | null;
};

/** The answer field of one slide; its label is the question itself. */
export function QuestionInput({ question, value, onChange, currency, error }: Props) {
  const language = useLanguage();
  const options = question.options ?? [];
  if (question.kind === 'choice') {
    return (
      <Radio.Group
        label={question.prompt}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
        error={error}
        required
      >
        <Stack gap="sm" mt="sm">
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  if (question.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    // The exclusive option ("none") stands alone: choosing it clears the others and back.
    const change = (next: string[]) => {
      const added = next.find((v) => !chosen.includes(v));
      const exclusive = question.exclusive;
      if (exclusive && added === exclusive) return onChange([exclusive]);
      return onChange(next.filter((v) => v !== exclusive || added === undefined));
    };
    return (
      <Checkbox.Group
        label={question.prompt}
        value={chosen}
        onChange={change}
        error={error}
        required
      >
        <Stack gap="sm" mt="sm">
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  const money = question.kind === 'money';
  const shown = typeof value === 'number' ? (money ? value / 100 : value) : '';
  return (
    <NumberInput
      label={question.prompt}
      description={question.unit}
      value={shown}
      onChange={(next) =>
        onChange(typeof next === 'number' ? (money ? Math.round(next * 100) : next) : null)
      }
      min={money ? (question.min ?? 0) / 100 : question.min}
      max={money ? (question.max ?? 0) / 100 : question.max}
      allowDecimal={money}
      decimalScale={money ? 2 : 0}
      allowNegative={false}
      decimalSeparator={language === 'de' ? ',' : '.'}
      leftSection={money ? currencySymbol(language, currency) : undefined}
      error={error}
      required
      data-autofocus
    />
  );
}
