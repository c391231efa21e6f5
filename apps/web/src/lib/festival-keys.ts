// Query keys of festivals: the organiser's view and the public one are cached apart (different answers).
export const festivalKeys = {
  all: ["festival"] as const,
  /** GET /api/v1/funino/{id}: the organiser's (internal) view. */
  managed: (id: string) => ["festival", "managed", id] as const,
  /** GET /api/v1/auth/funino/{id}: the public view. */
  public: (id: string) => ["festival", "public", id] as const,
};
