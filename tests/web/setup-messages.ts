// The console loads texts per language and part as it needs them; the web tests word everything, in both languages.
import { LANGUAGES, loadMessages } from "@/i18n/i18n";

await Promise.all(LANGUAGES.flatMap((language) => [loadMessages("core", language), loadMessages("console", language)]));
