import type { Eip1193Provider, Eip6963ProviderInfo } from '@foyer/kernel';

export type ValidatedEip6963Detail =
  | {
      ok: true;
      /** A copy taken now: later mutations of the announced object are ignored. */
      info: Eip6963ProviderInfo;
      provider: Eip1193Provider;
      /** The icon, when it is a data URI of an image (never fetched, never inlined). */
      icon: string | undefined;
      /** Non-fatal problems (e.g. an icon that is not a data URI). */
      warnings: string[];
    }
  | { ok: false; reason: string };

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const IMAGE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
const MAX_NAME_LENGTH = 256;

/**
 * Checks an `eip6963:announceProvider` event detail (EIP-6963): uuid v4, a name, a reverse-DNS
 * rdns and an EIP-1193 provider are required; an icon that is not an image data URI is dropped.
 * @example
 * validateEip6963Detail(event.detail) // { ok: true, info, provider, icon, warnings: [] }
 */
export function validateEip6963Detail(detail: unknown): ValidatedEip6963Detail {
  if (!isRecord(detail) || !isRecord(detail['info'])) return { ok: false, reason: 'the announcement has no info' };
  const { uuid, name, icon, rdns } = detail['info'];
  const provider = detail['provider'];
  if (!isRecord(provider) || typeof provider['request'] !== 'function') {
    return { ok: false, reason: 'the provider has no request() method (not EIP-1193)' };
  }
  if (typeof uuid !== 'string' || !UUID_V4.test(uuid)) return { ok: false, reason: 'info.uuid is not a UUIDv4' };
  if (typeof name !== 'string' || name.trim() === '') return { ok: false, reason: 'info.name is empty' };
  if (typeof rdns !== 'string' || !isReverseDns(rdns)) {
    return { ok: false, reason: 'info.rdns is not a reverse-DNS domain name' };
  }
  const validIcon = typeof icon === 'string' && IMAGE_DATA_URI.test(icon) ? icon : undefined;
  const warnings = validIcon === undefined ? ['info.icon is not an image data URI; a placeholder is shown'] : [];
  return {
    ok: true,
    info: { uuid, name: name.trim().slice(0, MAX_NAME_LENGTH), icon: validIcon ?? '', rdns },
    provider: provider as unknown as Eip1193Provider,
    icon: validIcon,
    warnings,
  };
}

function isReverseDns(value: string): boolean {
  const labels = value.split('.');
  return labels.length >= 2 && value.length <= 253 && labels.every((label) => DNS_LABEL.test(label));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
