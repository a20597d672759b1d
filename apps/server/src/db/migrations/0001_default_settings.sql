-- Every installation starts with the settings the product reads; admins change the values.
INSERT INTO "system_settings" ("key", "value") VALUES
  ('ConsultantRegistrationEnabled', 'false'),
  ('MessagingEnabled', 'true')
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "sso_config" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
