import { Text } from '@mantine/core';
import type { Operator } from '@quit/contracts/global';

/** The operator's name and postal address, one line each. */
export function OperatorAddress({ operator }: { operator: Operator }) {
  return (
    <Text component="address" fs="normal" data-testid="operator-address">
      {[operator.name, ...operator.addressLines].map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </Text>
  );
}
