/** What the NFTs endpoint shows of an item's metadata document. */
export type TokenMetadata = { name: string; description: string; image: string };

const JSON_BASE64 = 'data:application/json;base64,';
const JSON_UTF8 = /^data:application\/json(?:;charset=utf-8|;utf8)?,/i;
/** Images a widget may show in an `<img>`: raster or SVG data URIs (scripts never run there) and https URLs. */
const SAFE_IMAGE = /^(?:data:image\/(?:svg\+xml|png|jpeg|gif|webp)(?:;[a-z0-9=.+-]+)*,|https:\/\/)/i;
/** Bigger documents are not read (a token URI is contract storage anyone may fill). */
const MAX_DOCUMENT_CHARS = 256 * 1024;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/**
 * The name, description and image of an ERC-721 `tokenURI` given as a JSON data URI (base64 or plain); other URIs
 * (ipfs, http) are not fetched and give empty fields, as does a document that is not JSON. An image that is not a
 * data-URI picture or an https URL is dropped.
 * @example
 * decodeTokenMetadata('data:application/json;base64,eyJuYW1lIjoiQSJ9') // { name: 'A', description: '', image: '' }
 */
export function decodeTokenMetadata(uri: string): TokenMetadata {
  const empty = { name: '', description: '', image: '' };
  if (uri.length > MAX_DOCUMENT_CHARS) return empty;
  let json: string;
  if (uri.startsWith(JSON_BASE64)) json = Buffer.from(uri.slice(JSON_BASE64.length), 'base64').toString('utf8');
  else if (JSON_UTF8.test(uri)) {
    try {
      json = decodeURIComponent(uri.replace(JSON_UTF8, ''));
    } catch {
      return empty;
    }
  } else return empty;
  let document: unknown;
  try {
    document = JSON.parse(json);
  } catch {
    return empty;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return empty;
  const { name, description, image } = document as Record<string, unknown>;
  const picture = text(image, MAX_DOCUMENT_CHARS);
  return { name: text(name, 256), description: text(description, 2048), image: SAFE_IMAGE.test(picture) ? picture : '' };
}
