import { z } from "zod";
import type { RestClient } from "../../rest/client";
import { upstream } from "../../rest/upstream-call";

/*
 * The login calls' answers are read after the login rate limiter has heard the call succeed (`attemptLogin`): a login
 * the vendor API accepted is forgiven by the limiter even when its answer then proves unusable.
 */
export const login = upstream<{ username: string; password: string }>().post("/vendor/account/login", z.unknown());
export const loginWithAuthCode = upstream<{ authCode: string; userName: string }>().post(
  "/vendor/account/auth/login",
  z.unknown(),
);
export const completeTwoFactorLogin = upstream<{ username: string; challenge: string; code: string }>().post(
  "/vendor/account/two-factor/login",
  z.unknown(),
);
export const logout = upstream().post("/vendor/account/logout");
export const changePassword = upstream<{ password: string; newPassword: string }>().post(
  "/vendor/account/change/password",
);

/** Its answer is read leniently (`toGrantedPermissions`), and its access epoch keys the permission cache. */
export const loadPermissions = (rest: RestClient) => rest.postReportingEpoch("/vendor/account/permission/load");
