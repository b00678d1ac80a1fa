import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@quit/contracts/contact';
import { apiRequest } from '@/lib/api-client';

export async function sendContactRequest(request: ContactRequest) {
  // Loaded on demand: zod stays off the landing page's critical path.
  const { contactResponseSchema } = await import('@quit/contracts/contact');
  return apiRequest('/clickup/contact', {
    method: 'POST',
    body: request,
    schema: contactResponseSchema,
  });
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
