import type { PopupSocialProvider } from '@foyer/kernel/frame';

/** Every provider a popup (OAuth / OIDC) login can use. */
export const POPUP_SOCIAL_PROVIDERS: readonly PopupSocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
