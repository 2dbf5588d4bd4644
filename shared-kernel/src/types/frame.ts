/** A message exchanged with the embedded wallet frame (basic shape; detailed in a later issue). */
export type FrameMessage = {
  id?: string;
  type: string;
  payload?: unknown;
};
