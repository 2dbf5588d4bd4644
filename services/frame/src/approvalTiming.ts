/**
 * The approve button stays inert this long after the approval became fully visible, large enough and still (and again
 * after every move of the frame), so a click aimed at something else cannot land on it (clickjacking).
 */
export const APPROVE_ACTIVATION_DELAY_MS = 500;
/** A pointer click approves only after the pointer has been inside the frame, with the frame still, this long. */
export const POINTER_DWELL_MS = 500;
/** A keyboard activation (Enter or Space on the focused Approve) counts within this time of its key press. */
export const KEY_ACTIVATION_WINDOW_MS = 1_000;
/** IntersectionObserver v2 re-checks visibility at most this often (the minimum the API allows). */
export const VISIBILITY_CHECK_DELAY_MS = 100;
/** The share of the approval that must lie inside the top-level viewport (sub-pixel positions keep it below 1). */
export const VISIBLE_RATIO = 0.99;
