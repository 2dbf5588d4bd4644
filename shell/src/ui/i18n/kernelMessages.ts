import { englishKernelMessages, type KernelMessages } from '@foyer/kernel';

/**
 * The kernel's texts (view titles, alerts, displayed errors) in the widget's current language: English until
 * `applyLocale` writes a catalogue into it. The header, the alert and the views read it at render.
 */
export const kernelMessages: KernelMessages = englishKernelMessages();
