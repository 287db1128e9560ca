-- SPEC §6: super admin accounts cannot be deleted and their roles cannot be modified. Enforced
-- here as well as in the role service, so no route (or script) can forget it.
CREATE OR REPLACE FUNCTION is_super_admin(target text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM user_roles WHERE user_id = target AND role = 'super_admin');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protect_super_admin_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF is_super_admin(OLD.id) THEN
    RAISE EXCEPTION 'Super admin accounts cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION protect_super_admin_roles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF is_super_admin(OLD.user_id) THEN
    RAISE EXCEPTION 'Super admin roles cannot be modified' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_protect_super_admins
  BEFORE DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION protect_super_admin_accounts();
--> statement-breakpoint
CREATE TRIGGER user_roles_protect_super_admins
  BEFORE UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION protect_super_admin_roles();
