/**
 * The business codes of the vendor REST protocol under the names the vendor API's code uses: the table itself is the
 * rule set's (rules/protocol.ts), which the gateway and the console read too.
 */
export { PROTOCOL_CODES as Codes, type ProtocolRefusal as CodeEntry } from "#rules";
