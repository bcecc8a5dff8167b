/** The spec labels every operation v1.0 without putting it in the paths. */
export const API_VERSION = "1.0";
