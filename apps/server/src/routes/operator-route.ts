// What every operator call shares (issue 20): its OpenAPI tag, security and access text, and the hook that lets
// only the platform's operators through — run as preValidation, after the authenticated context's 401 and
// before the body is validated, so a non-operator learns nothing about a call's shape.
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { sessionUser } from "../plugins/session.ts";
import { assertOperator } from "../services/operator.ts";

export const OPERATOR_TAG = "operator";
export const operatorSecurity = [{ session: [] }];
export const OPERATOR_ACCESS = "Access: 401 without a session, 403 FORBIDDEN for anybody but the platform's operators.";

/** The preValidation hook of an operator call. */
export const operatorOnly = (db: Db, config: Config) => async (request: FastifyRequest) =>
  assertOperator(db, config, sessionUser(request));
