CREATE TABLE "contact_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"verification_token" text NOT NULL,
	"pros_sms" boolean NOT NULL,
	"pros_email" boolean NOT NULL,
	"hearth_sms" boolean NOT NULL,
	"hearth_email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_renditions" (
	"file_name" text NOT NULL,
	"size_px" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_renditions_file_name_size_px_pk" PRIMARY KEY("file_name","size_px")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"location_id" serial PRIMARY KEY NOT NULL,
	"street_line1" text NOT NULL,
	"street_line2" text,
	"city" text NOT NULL,
	"country_subdivision" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"bypass_address_verification" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"payment_method_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"billing_agent" text NOT NULL,
	"payment_processor" text NOT NULL,
	"token_hash" text NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_phone_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"postal_code" text PRIMARY KEY NOT NULL,
	"city_name" text NOT NULL,
	"province_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"managed_market" text
);
--> statement-breakpoint
CREATE TABLE "relocations" (
	"relocation_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer NOT NULL,
	"move_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"file_name" text PRIMARY KEY NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"phase_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_location_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"hearth_company_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seo_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advice_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"href" text NOT NULL,
	"image_url" text NOT NULL,
	"month" integer,
	"position" integer NOT NULL,
	CONSTRAINT "advice_tiles_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "company_background_checks" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_balances" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"points_balance_cents" bigint DEFAULT 0 NOT NULL,
	"reward_available_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"document_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_preferences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"ask_a_pro_web_notifications_enabled" boolean DEFAULT false NOT NULL,
	"lead_email_notifications_enabled" boolean DEFAULT true NOT NULL,
	"lead_sms_notifications_enabled" boolean DEFAULT false NOT NULL,
	"weekly_summary_email_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_responsiveness" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"leads_received_30d" integer NOT NULL,
	"leads_responded_30d" integer NOT NULL,
	"median_response_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "company_reviews" (
	"review_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_guides" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_cities" (
	"slug" text PRIMARY KEY NOT NULL,
	"city_name" text NOT NULL,
	"province_code" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"pro_type" text NOT NULL,
	"seo_url_part" text,
	"service_type_key" integer NOT NULL,
	"url_path" text
);
--> statement-breakpoint
CREATE TABLE "home_service_prices" (
	"home_service_id" integer NOT NULL,
	"postal_prefix" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "home_service_prices_home_service_id_postal_prefix_pk" PRIMARY KEY("home_service_id","postal_prefix")
);
--> statement-breakpoint
CREATE TABLE "home_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"service_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"conditional" boolean DEFAULT false NOT NULL,
	"base_price_cents" integer,
	"price_unit" text NOT NULL,
	CONSTRAINT "home_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "provider_coverage" (
	"company_id" integer NOT NULL,
	"home_service_id" integer NOT NULL,
	"conditional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "provider_coverage_company_id_home_service_id_pk" PRIMARY KEY("company_id","home_service_id")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"service_id" integer NOT NULL,
	"actor_singular" text NOT NULL,
	"actor_plural" text NOT NULL,
	"active_demand" boolean NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "service_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "trade_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	CONSTRAINT "trade_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "account_removal_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscription_alerts" (
	"email_address" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_subscription_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"short_code" text NOT NULL,
	"unsubscribed" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"email_address" text NOT NULL,
	"short_code" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_email_address_short_code_pk" PRIMARY KEY("email_address","short_code")
);
--> statement-breakpoint
CREATE TABLE "signup_sources" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"source_ui" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_groups" (
	"short_code" text PRIMARY KEY NOT NULL,
	"parent_short_code" text,
	"ui_name" text NOT NULL,
	"ui_description" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_item_tags" (
	"todo_item_tag_id" serial PRIMARY KEY NOT NULL,
	"todo_item_id" integer NOT NULL,
	"tag_key" text NOT NULL,
	"tag_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_items" (
	"todo_item_id" serial PRIMARY KEY NOT NULL,
	"todo_list_id" integer NOT NULL,
	"todo_text" text NOT NULL,
	"notes" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_lists" (
	"todo_list_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"external_id_type" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todo_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"todo_item_id" integer NOT NULL,
	"reminder_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"canonical_call_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" uuid,
	"duration_seconds" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_recordings_canonical_call_id_unique" UNIQUE("canonical_call_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_user_id" integer NOT NULL,
	"mime_type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_peers" (
	"conversation_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "conversation_peers_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"canonical_call_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" uuid,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbound_calls_canonical_call_id_unique" UNIQUE("canonical_call_id")
);
--> statement-breakpoint
CREATE TABLE "lead_external_phone_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" uuid,
	"lead_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"amount_in_penny" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "managed_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"booking_status" text,
	"is_booking_post_matchmaking" boolean DEFAULT false NOT NULL,
	"booked_company_id" integer,
	CONSTRAINT "managed_projects_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "outbound_calls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"canonical_call_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" uuid,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outbound_calls_canonical_call_id_unique" UNIQUE("canonical_call_id")
);
--> statement-breakpoint
CREATE TABLE "project_businesses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"conversation_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"cleared" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_specifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"appointment_start_at" timestamp with time zone,
	"quoted_hours" real,
	"description" text,
	CONSTRAINT "project_specifications_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"homeowner_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"lead_key" text,
	"service_type_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voicemail_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"canonical_call_id" uuid,
	"company_id" integer NOT NULL,
	"project_id" uuid,
	"from_number" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"transcription" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assigned_tasks" (
	"task_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"due_date" timestamp with time zone,
	"project_lifecycle_id" text
);
--> statement-breakpoint
CREATE TABLE "bi_user_actions" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"action_type" text NOT NULL,
	"ui_element" text NOT NULL,
	"event_url" text NOT NULL,
	"request_url" text NOT NULL,
	"user_id" integer,
	"entity1_name" text,
	"entity1_value" text,
	"entity2_name" text,
	"entity2_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csat_answers" (
	"answer_id" serial PRIMARY KEY NOT NULL,
	"survey_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csat_campaigns" (
	"campaign_name" text PRIMARY KEY NOT NULL,
	"campaign_type" text NOT NULL,
	"question" text NOT NULL,
	"answers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csat_surveys" (
	"survey_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_name" text NOT NULL,
	"external_id" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"answer_id" integer,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_impressions" (
	"impression_id" serial PRIMARY KEY NOT NULL,
	"experiment_name" text NOT NULL,
	"client_id" text NOT NULL,
	"session_id" text,
	"variant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_participations" (
	"experiment_name" text NOT NULL,
	"client_id" text NOT NULL,
	"variant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_participations_experiment_name_client_id_pk" PRIMARY KEY("experiment_name","client_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"experiment_name" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"variants" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpline_numbers" (
	"helpline_number_id" serial PRIMARY KEY NOT NULL,
	"helpline_id" integer NOT NULL,
	"area_code" text NOT NULL,
	"phone_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helplines" (
	"helpline_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_assistant_enrollments" (
	"homeowner_user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"plan_name" text,
	"enrolled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbound_routes" (
	"route_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_notification_settings" (
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "pro_notification_settings_user_id_notification_type_channel_pk" PRIMARY KEY("user_id","notification_type","channel")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_id" integer
);
--> statement-breakpoint
CREATE TABLE "tracking_numbers" (
	"tracking_number_id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"forward_to_number" text NOT NULL,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"data" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"user_email_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email_address" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verification_token" text NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"opted_out_utc_ms" bigint,
	"email_allowed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"user_image_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"image_file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_phones" (
	"user_phone_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"phone_type" text DEFAULT 'MOBILE' NOT NULL,
	"country_code" text DEFAULT 'US' NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verification_token" text NOT NULL,
	"sms_allowed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text,
	"password_hash" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_id" integer,
	"facebook_user_id" text,
	"email_notices_flag" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_preferences" ADD CONSTRAINT "contact_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_renditions" ADD CONSTRAINT "image_renditions_file_name_uploaded_images_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "public"."uploaded_images"("file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_phone_id_user_phones_user_phone_id_fk" FOREIGN KEY ("user_phone_id") REFERENCES "public"."user_phones"("user_phone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relocations" ADD CONSTRAINT "relocations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relocations" ADD CONSTRAINT "relocations_from_location_id_locations_location_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("location_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relocations" ADD CONSTRAINT "relocations_to_location_id_locations_location_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_uploader_user_id_users_user_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_background_checks" ADD CONSTRAINT "company_background_checks_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_balances" ADD CONSTRAINT "company_balances_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_parent_id_company_documents_document_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_preferences" ADD CONSTRAINT "company_preferences_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_responsiveness" ADD CONSTRAINT "company_responsiveness_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reviews" ADD CONSTRAINT "company_reviews_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_service_prices" ADD CONSTRAINT "home_service_prices_home_service_id_home_services_id_fk" FOREIGN KEY ("home_service_id") REFERENCES "public"."home_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_services" ADD CONSTRAINT "home_services_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_coverage" ADD CONSTRAINT "provider_coverage_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_coverage" ADD CONSTRAINT "provider_coverage_home_service_id_home_services_id_fk" FOREIGN KEY ("home_service_id") REFERENCES "public"."home_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_service_id_trade_types_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."trade_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_types" ADD CONSTRAINT "trade_types_parent_id_trade_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trade_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_removal_requests" ADD CONSTRAINT "account_removal_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_subscription_events" ADD CONSTRAINT "email_subscription_events_changed_by_user_id_users_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_short_code_subscription_groups_short_code_fk" FOREIGN KEY ("short_code") REFERENCES "public"."subscription_groups"("short_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_sources" ADD CONSTRAINT "signup_sources_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_groups" ADD CONSTRAINT "subscription_groups_parent_short_code_subscription_groups_short_code_fk" FOREIGN KEY ("parent_short_code") REFERENCES "public"."subscription_groups"("short_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_item_tags" ADD CONSTRAINT "todo_item_tags_todo_item_id_todo_items_todo_item_id_fk" FOREIGN KEY ("todo_item_id") REFERENCES "public"."todo_items"("todo_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_todo_list_id_todo_lists_todo_list_id_fk" FOREIGN KEY ("todo_list_id") REFERENCES "public"."todo_lists"("todo_list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_lists" ADD CONSTRAINT "todo_lists_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_reminders" ADD CONSTRAINT "todo_reminders_todo_item_id_todo_items_todo_item_id_fk" FOREIGN KEY ("todo_item_id") REFERENCES "public"."todo_items"("todo_item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_recordings" ADD CONSTRAINT "call_recordings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_user_id_users_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_peers" ADD CONSTRAINT "conversation_peers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_peers" ADD CONSTRAINT "conversation_peers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_calls" ADD CONSTRAINT "inbound_calls_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_calls" ADD CONSTRAINT "inbound_calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_external_phone_calls" ADD CONSTRAINT "lead_external_phone_calls_ledger_entry_id_lead_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."lead_ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_external_phone_calls" ADD CONSTRAINT "lead_external_phone_calls_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_ledger_entries" ADD CONSTRAINT "lead_ledger_entries_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_ledger_entries" ADD CONSTRAINT "lead_ledger_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_projects" ADD CONSTRAINT "managed_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_projects" ADD CONSTRAINT "managed_projects_booked_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("booked_company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_calls" ADD CONSTRAINT "outbound_calls_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_calls" ADD CONSTRAINT "outbound_calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_businesses" ADD CONSTRAINT "project_businesses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_businesses" ADD CONSTRAINT "project_businesses_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_businesses" ADD CONSTRAINT "project_businesses_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_holds" ADD CONSTRAINT "project_holds_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_items" ADD CONSTRAINT "project_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_specifications" ADD CONSTRAINT "project_specifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_homeowner_user_id_users_user_id_fk" FOREIGN KEY ("homeowner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD CONSTRAINT "voicemail_messages_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD CONSTRAINT "voicemail_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assigned_tasks" ADD CONSTRAINT "assigned_tasks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bi_user_actions" ADD CONSTRAINT "bi_user_actions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_answers" ADD CONSTRAINT "csat_answers_survey_id_csat_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."csat_surveys"("survey_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csat_surveys" ADD CONSTRAINT "csat_surveys_campaign_name_csat_campaigns_campaign_name_fk" FOREIGN KEY ("campaign_name") REFERENCES "public"."csat_campaigns"("campaign_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_participations" ADD CONSTRAINT "experiment_participations_experiment_name_experiments_experiment_name_fk" FOREIGN KEY ("experiment_name") REFERENCES "public"."experiments"("experiment_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpline_numbers" ADD CONSTRAINT "helpline_numbers_helpline_id_helplines_helpline_id_fk" FOREIGN KEY ("helpline_id") REFERENCES "public"."helplines"("helpline_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helplines" ADD CONSTRAINT "helplines_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_assistant_enrollments" ADD CONSTRAINT "home_assistant_enrollments_homeowner_user_id_users_user_id_fk" FOREIGN KEY ("homeowner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_routes" ADD CONSTRAINT "outbound_routes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_notification_settings" ADD CONSTRAINT "pro_notification_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_numbers" ADD CONSTRAINT "tracking_numbers_company_id_companies_hearth_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("hearth_company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_preferences_token" ON "contact_preferences" USING btree ("verification_token");--> statement-breakpoint
CREATE INDEX "payment_methods_user" ON "payment_methods" USING btree ("user_id","billing_agent");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_token" ON "payment_methods" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_token" ON "phone_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "relocations_user" ON "relocations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_uploader" ON "uploaded_images" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE INDEX "user_locations_user" ON "user_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_documents_company" ON "company_documents" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_reviews_company" ON "company_reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "home_services_service_type" ON "home_services" USING btree ("service_type_id");--> statement-breakpoint
CREATE INDEX "service_types_service" ON "service_types" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "email_subscription_events_email" ON "email_subscription_events" USING btree ("email_address");--> statement-breakpoint
CREATE INDEX "todo_item_tags_item" ON "todo_item_tags" USING btree ("todo_item_id");--> statement-breakpoint
CREATE INDEX "todo_items_list" ON "todo_items" USING btree ("todo_list_id");--> statement-breakpoint
CREATE INDEX "todo_lists_user" ON "todo_lists" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "todo_reminders_item" ON "todo_reminders" USING btree ("todo_item_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_peers_user" ON "conversation_peers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inbound_calls_company" ON "inbound_calls" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lead_external_phone_calls_ledger" ON "lead_external_phone_calls" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "lead_ledger_entries_company_lead" ON "lead_ledger_entries" USING btree ("company_id","lead_id");--> statement-breakpoint
CREATE INDEX "outbound_calls_company" ON "outbound_calls" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_businesses_project" ON "project_businesses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_businesses_company" ON "project_businesses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_holds_project" ON "project_holds" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_items_project" ON "project_items" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_homeowner" ON "projects" USING btree ("homeowner_user_id");--> statement-breakpoint
CREATE INDEX "assigned_tasks_user" ON "assigned_tasks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "csat_answers_survey" ON "csat_answers" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "csat_surveys_external" ON "csat_surveys" USING btree ("campaign_name","external_id");--> statement-breakpoint
CREATE INDEX "experiment_impressions_client" ON "experiment_impressions" USING btree ("experiment_name","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "helpline_numbers_area" ON "helpline_numbers" USING btree ("helpline_id","area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "helpline_numbers_phone" ON "helpline_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "outbound_routes_user" ON "outbound_routes" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "team_members_user" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_emails_user" ON "user_emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_images_user" ON "user_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_phones_user" ON "user_phones" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));