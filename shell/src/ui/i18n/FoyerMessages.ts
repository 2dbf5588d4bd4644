import type { KernelMessages, MessageOverrides, RemoteId } from '@foyer/kernel';
import type { ShellMessages } from '../messages.js';
import type { Locale } from './locales.js';

/**
 * Every text of the widget in one language: the shell's messages (`messages.ts`) and the kernel's view titles,
 * alerts and displayed errors. Each catalogue in `locales/` is one (the type makes it complete).
 */
export type FoyerMessages = ShellMessages & KernelMessages;

/** A remote's texts the host overrides: its sections as in the remote's `messages.ts` (strings, or functions of the values). */
export type RemoteMessageOverrides = { [key: string]: string | ((...values: never[]) => string) | RemoteMessageOverrides };

/** A host's texts over a catalogue's (any string, at any depth), the remotes' under their ids (`send`, `swaps`…). */
export type FoyerMessageOverrides = MessageOverrides<FoyerMessages> & { [id in RemoteId]?: RemoteMessageOverrides };

/**
 * The `messages` option: overrides for every language (top-level keys are catalogue sections, `connect`,
 * `viewTitles`…), or per locale (top-level keys are the shipped languages, `fr`, or regional tags, `pt-BR`), or both.
 */
export type FoyerMessagesOption = FoyerMessageOverrides &
  Partial<Record<Locale, FoyerMessageOverrides>> & { [tag: `${string}-${string}`]: FoyerMessageOverrides | undefined };
