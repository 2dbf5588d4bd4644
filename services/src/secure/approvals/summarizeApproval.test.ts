import { getBase64Decoder } from '@solana/kit';
import { summarizeApproval } from './summarizeApproval.js';

// A legacy transaction: one signature slot, then a message (header, 2 accounts, blockhash, one instruction).
const MESSAGE = [1, 0, 1, 2, ...new Array<number>(32).fill(7), ...new Array<number>(32).fill(9), ...new Array<number>(32).fill(5), 1, 1, 1, 0, 2, 0xab, 0xcd];
const TRANSACTION = new Uint8Array([1, ...new Array<number>(64).fill(0), ...MESSAGE]);

describe('summarizeApproval', () => {
  test('a Solana transaction is shown as its exact bytes (base64 and hex) plus what decodes', () => {
    const base64 = getBase64Decoder().decode(TRANSACTION);
    const summary = summarizeApproval('solana_signTransaction', { transaction: base64 }, 'solana:devnet');
    const value = (label: string) => summary.rows.find((row) => row.label === label)?.value;
    expect(summary.title).toBe('Sign transaction');
    expect(value('Transaction (base64)')).toBe(base64);
    expect(value('Transaction (hex)')).toBe(`0x${Buffer.from(TRANSACTION).toString('hex')}`);
    expect(value('Account 0')).toBe(value('Fee payer'));
    expect(value('Instruction 0')).toMatch(/data 0xabcd$/);
  });

  test('personal_sign: printable UTF-8 as text; bytes with control or bidi characters as hex', () => {
    const text = summarizeApproval('personal_sign', [`0x${Buffer.from('Hi\nthere').toString('hex')}`, '0x1'], 'eip155:1');
    expect(text.rows[0]).toEqual({ label: 'Message', value: 'Hi\nthere' });
    const hidden = `0x${Buffer.from('pay \u202eevil').toString('hex')}`;
    expect(summarizeApproval('personal_sign', [hidden, '0x1'], 'eip155:1').rows[0]).toEqual({ label: 'Message (hex bytes)', value: hidden });
  });
});
