import type { KernelMessages, MessageOverrides } from '@foyer/kernel';
import type { ShellMessages } from '../messages.js';
import type { Locale } from './locales.js';

/**
 * Every text of the widget in one language: the shell's messages (`messages.ts`) and the kernel's view titles,
 * alerts and displayed errors. Each catalogue in `locales/` is one (the type makes it complete).
 */
export type FoyerMessages = ShellMessages & KernelMessages;

/** A host's texts over a catalogue's (any string, at any depth). */
export type FoyerMessageOverrides = MessageOverrides<FoyerMessages>;

/**
 * The `messages` option: overrides for every language (top-level keys are catalogue sections, `connect`,
 * `viewTitles`…), or per locale (top-level keys are the shipped languages, `fr`, or regional tags, `pt-BR`), or both.
 */
export type FoyerMessagesOption = FoyerMessageOverrides &
  Partial<Record<Locale, FoyerMessageOverrides>> & { [tag: `${string}-${string}`]: FoyerMessageOverrides | undefined };
