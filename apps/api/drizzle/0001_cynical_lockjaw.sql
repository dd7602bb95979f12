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
CREATE INDEX "assigned_tasks_user" ON "assigned_tasks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "csat_answers_survey" ON "csat_answers" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "csat_surveys_external" ON "csat_surveys" USING btree ("campaign_name","external_id");--> statement-breakpoint
CREATE INDEX "experiment_impressions_client" ON "experiment_impressions" USING btree ("experiment_name","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "helpline_numbers_area" ON "helpline_numbers" USING btree ("helpline_id","area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "helpline_numbers_phone" ON "helpline_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "outbound_routes_user" ON "outbound_routes" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "team_members_user" ON "team_members" USING btree ("user_id");