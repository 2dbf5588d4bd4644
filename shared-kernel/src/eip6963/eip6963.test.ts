import { readVector } from '../test-utils/readVector.js';
import { EIP6963_ANNOUNCE_EVENT, EIP6963_REQUEST_EVENT } from '../types/eip1193.js';
import { isEip1193Provider } from './isEip1193Provider.js';
import { isEip6963ProviderInfo } from './isEip6963ProviderInfo.js';
import { isSafeIconUri } from './isSafeIconUri.js';
import { readEip6963Announcement } from './readEip6963Announcement.js';

type Case = { case: string; info?: Record<string, unknown>; expect: string };
type Vectors = {
  events: { announce: { type: string }; request: { type: string } };
  spec_examples: { reference_wallet_info: Record<string, string>; icon_examples: string[] };
  test_cases_ours: Case[];
};

const vectors = readVector<Vectors>('eip6963/eip6963.json');
const provider = { request: async () => null, on: () => undefined, removeListener: () => undefined };
const announce = (detail: unknown) => Object.assign(new Event(EIP6963_ANNOUNCE_EVENT), { detail });

test('event names', () => {
  expect(EIP6963_ANNOUNCE_EVENT).toBe(vectors.events.announce.type);
  expect(EIP6963_REQUEST_EVENT).toBe(vectors.events.request.type);
});

describe('isEip6963ProviderInfo', () => {
  test('the EIP reference wallet', () => {
    expect(isEip6963ProviderInfo(vectors.spec_examples.reference_wallet_info)).toBe(true);
  });

  // Our decision per case of the vectors that carry an info object.
  const infoExpectations: Record<string, boolean> = {
    'valid reference announcement': true,
    'uuid not v4': false,
    'uuid empty': false,
    'missing rdns': false,
    'rdns not reverse-DNS': false,
    'rdns with empty label': false,
    // The info conforms; the icon is refused at render time (isSafeIconUri), the name is text.
    'icon is an https URL, not a data URI': true,
    'icon is javascript: URI': true,
    'SVG icon containing script': true,
    'name with HTML/markup': true,
    'very long name (10k chars)': true,
  };
  const withInfo = vectors.test_cases_ours.filter((entry) => entry.info);

  test('every vector with info has an expectation', () => {
    expect(withInfo.map((entry) => entry.case).sort()).toEqual(Object.keys(infoExpectations).sort());
  });

  test.each(withInfo.map((entry) => [entry.case, entry] as const))('%s', (name, entry) => {
    expect(isEip6963ProviderInfo(entry.info)).toBe(infoExpectations[name]);
  });

  test('rdns from the catalogue with upper case letters', () => {
    expect(
      isEip6963ProviderInfo({ ...vectors.spec_examples.reference_wallet_info, rdns: 'io.leapwallet.CompassWallet' }),
    ).toBe(true);
    expect(isEip6963ProviderInfo({ ...vectors.spec_examples.reference_wallet_info, rdns: 'localhost' })).toBe(false);
  });
});

describe('isSafeIconUri', () => {
  test.each(vectors.spec_examples.icon_examples)('EIP icon example %#', (icon) => {
    expect(isSafeIconUri(icon)).toBe(true);
  });

  test.each(vectors.test_cases_ours.filter((entry) => entry.info?.['icon']).map((e) => [e.case, e.info?.['icon']] as const))(
    '%s',
    (name, icon) => {
      const unsafe = name === 'icon is an https URL, not a data URI' || name === 'icon is javascript: URI';
      expect(isSafeIconUri(icon)).toBe(!unsafe);
    },
  );

  test('non-image data URIs are refused', () => {
    expect(isSafeIconUri('data:text/html,<script>alert(1)</script>')).toBe(false);
  });
});

describe('readEip6963Announcement', () => {
  const info = vectors.spec_examples.reference_wallet_info;

  test('a valid announcement gives a frozen snapshot', () => {
    const mutable = { ...info };
    const detail = readEip6963Announcement(announce({ info: mutable, provider }));
    expect(detail?.info).toEqual(info);
    expect(detail?.provider).toBe(provider);
    mutable.name = 'Changed later';
    expect(detail?.info.name).toBe('Example Wallet');
    expect(Object.isFrozen(detail?.info)).toBe(true);
  });

  test('a plain Event without detail is ignored', () => {
    expect(readEip6963Announcement(new Event(EIP6963_ANNOUNCE_EVENT))).toBeUndefined();
  });

  test('a provider without request() is ignored', () => {
    expect(readEip6963Announcement(announce({ info, provider: { on() {}, removeListener() {} } }))).toBeUndefined();
    expect(isEip1193Provider(provider)).toBe(true);
    expect(isEip1193Provider(null)).toBe(false);
  });

  test('non-conforming info is ignored', () => {
    expect(readEip6963Announcement(announce({ info: { ...info, uuid: '' }, provider }))).toBeUndefined();
  });
});
