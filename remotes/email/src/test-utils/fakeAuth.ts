import type { EmailAuthApi } from '../EmailApi';

/** A stand-in for the auth remote's adapter (the frame boundary): every method a jest mock. */
export function fakeAuth(overrides: Partial<EmailAuthApi> = {}): jest.Mocked<EmailAuthApi> {
  return {
    connectEmail: jest.fn(async () => ({ action: 'VERIFY_OTP' as const })),
    connectDevice: jest.fn(async () => {}),
    connectOtp: jest.fn(async () => {}),
    updateEmail: jest.fn(async () => ({ newEmail: 'new@example.com' })),
    getEmail: jest.fn(() => 'ada@example.com'),
    ...overrides,
  } as jest.Mocked<EmailAuthApi>;
}
