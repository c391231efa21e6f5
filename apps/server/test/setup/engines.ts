/** The PostgreSQL server the integration suite uses (`.ci/run` makes sure it runs). */
export const adminUrl = () => process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const TEMPLATE_DB = "kickoff_template";
