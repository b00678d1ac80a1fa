import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The contract's serializer (only the contract's fields leave), its text kept per answer
 * object: a kept answer (a kept dashboard or profile, a constant) sent again is not validated
 * and stringified again.
 */
export function cachedTextSerializer(route: FastifyRouteSchemaDef<unknown>) {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const texts = new WeakMap<object, string>();
  return (data: unknown): string => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
}
