import * as z from 'zod/mini';
import { SOCIAL_RESULT_EVENT } from '@foyer/kernel/frame';

const SocialResult = z.object({
  type: z.literal(SOCIAL_RESULT_EVENT),
  resultUri: z.string().check(z.minLength(1), z.maxLength(2_048)),
});

/**
 * The `resultUri` of the message the secure site's social callback page posts to the widget
 * window, or undefined when `data` is not that message, or the URI is not on `origin` (the secure
 * site). The caller must ALSO check `event.origin` and `event.source`.
 * @example
 * parseSocialResult({ type: '@w3m-frame/SOCIAL_RESULT', resultUri: 'http://127.0.0.1:3020/social/callback?…' }, 'http://127.0.0.1:3020')
 */
export function parseSocialResult(data: unknown, origin: string): string | undefined {
  const result = SocialResult.safeParse(data);
  if (!result.success) return undefined;
  try {
    return new URL(result.data.resultUri).origin === origin ? result.data.resultUri : undefined;
  } catch {
    return undefined;
  }
}
