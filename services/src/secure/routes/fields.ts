import { z } from 'zod';

/** The frame's device id (random, kept in the frame origin's storage). */
export const DeviceId = z.string().min(16).max(128);
/** CAIP-2 network id. */
export const CaipChainId = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
/** A serialised http(s) origin of the host page. */
export const AppOrigin = z.string().max(256);
export const ProjectId = z.string().min(1).max(128);
export const OtpCode = z.string().regex(/^\d{6}$/);
export const EmailField = z.string().max(254);
