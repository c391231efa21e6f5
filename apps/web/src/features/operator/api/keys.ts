/** Every cached operator answer sits under this key: a decision refreshes the queue, the users, the log and health. */
export const OPERATOR_KEY = ["operator", "area"] as const;
