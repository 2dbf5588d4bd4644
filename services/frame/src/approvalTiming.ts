/** The approve button stays inert this long after the approval appears, so a click aimed at something else cannot land on it (clickjacking). */
export const APPROVE_ACTIVATION_DELAY_MS = 500;
/** IntersectionObserver v2 re-checks visibility at most this often (the minimum the API allows). */
export const VISIBILITY_CHECK_DELAY_MS = 100;
