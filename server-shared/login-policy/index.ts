/**
 * The login policy (docs/login-policy.md) shared by the gateway and the vendor API, imported as `#login-policy`
 * (package.json "imports"). It sits in server-shared/, outside both parts, as the rule set (`#rules`) sits in
 * rules/: both parts run it and neither may import the other's code (the gateway wraps any vendor API); the server
 * bundle (scripts/build-server.ts) takes it in as it takes `#rules`. The web console does not use it.
 */
export {
  DEFAULT_LOGIN_BUDGETS,
  LoginStoreUnavailable,
  LoginThrottle,
  LoginThrottled,
  type CounterStore,
  type LoginBudgets,
} from "./login-throttle";
