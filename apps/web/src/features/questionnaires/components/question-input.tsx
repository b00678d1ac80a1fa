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

/** Mantine's unformatted value: '.' as the decimal point in every language. */
function parseNumber(text: string): number | null {
  const normal = text.replace(',', '.');
  if (normal.trim() === '') return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

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
      onChange={(next) => {
        // Mantine hands over a string while the text is not a plain number yet ("9.00", "9,").
        const parsed = typeof next === 'number' ? next : parseNumber(next);
        onChange(parsed === null ? null : money ? Math.round(parsed * 100) : parsed);
      }}
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
