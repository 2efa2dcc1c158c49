/**
 * How long a prefetched nonce is used: half the server's 10-minute nonce lifetime (product rules: "Sign-in API"), so at
 * least 5 minutes remain for the wallet prompt (reading the message, a hardware wallet) and the verify call. Measured
 * from the request, which is earlier than the server's issue time, and as a duration, so clock skew does not matter.
 */
export const PREFETCHED_NONCE_MAX_AGE_MS = 5 * 60_000
