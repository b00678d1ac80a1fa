import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@quit/contracts/contact';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

// Loaded on demand: zod stays off the landing page's critical path.
const contactResponseSchema = lazySchema(() =>
  import('@quit/contracts/contact').then((m) => m.contactResponseSchema),
);

export async function sendContactRequest(request: ContactRequest) {
  return apiRequest('/clickup/contact', {
    method: 'POST',
    body: request,
    schema: contactResponseSchema,
  });
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
