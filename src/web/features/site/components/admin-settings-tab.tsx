import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { SettingKey } from '@shared/schemas/site';
import { SETTING_FIELDS, settingProblem, type TAdminSetting } from '@shared/schemas/site-settings';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FieldError, Input, Label } from '@web/components/ui/input';
import { ListSkeleton } from '@web/components/ui/list-states';
import { Switch } from '@web/components/ui/switch';
import { adminSettingsQuery } from '../api';
import { useSaveSetting } from '../mutations';

const GROUPS = [
  { id: 'banner', title: 'Home page banner' },
  { id: 'stats', title: 'Hero stats' },
  { id: 'integrations', title: 'Analytics and ads' },
  { id: 'moderation', title: 'Moderation' },
  { id: 'social', title: 'Social links (shown in the footer when set)' },
] as const;

const useSave = (key: SettingKey) =>
  useSaveSetting(key, { onSuccess: () => toast.success('Setting saved') });

function SwitchSetting({ setting }: { setting: TAdminSetting }) {
  const id = useId();
  const save = useSave(setting.key);
  const on = (save.isPending ? save.variables : setting.value) === 'true';
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id}>{SETTING_FIELDS[setting.key].label}</Label>
      <Switch
        id={id}
        checked={on}
        disabled={save.isPending}
        onCheckedChange={(checked) => save.mutate(checked ? 'true' : 'false')}
      />
    </div>
  );
}

/** A text or number setting: typed, checked as it is typed by the server's own rule, saved. */
export function ValueSetting({ setting }: { setting: TAdminSetting }) {
  const id = useId();
  const save = useSave(setting.key);
  const [value, setValue] = useState(setting.value);
  const field = SETTING_FIELDS[setting.key];
  const problem = settingProblem(setting.key, value);
  const changed = value.trim() !== setting.value;
  const hintId = `${id}-hint`;
  const describedBy = [field.kind === 'number' && hintId, problem && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <form
      className="space-y-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        if (problem) return void toast.error('Validation Error', { description: problem });
        save.mutate(value);
      }}
    >
      <div className="flex justify-between">
        <Label htmlFor={id}>{field.label}</Label>
        {field.kind === 'text' ? (
          <span className="text-xs text-muted-foreground">
            {value.trim().length}/{field.max}
          </span>
        ) : null}
      </div>
      {field.kind === 'number' ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {field.hint}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={describedBy || undefined}
          {...(field.kind === 'number' && {
            type: 'number',
            inputMode: 'decimal',
            min: field.min,
            max: field.max,
            step: 0.01,
          })}
        />
        <Button type="submit" variant="outline" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={problem ?? undefined} />
    </form>
  );
}

/**
 * SPEC §2 Admin, Site Settings: every key of SPEC §3, switches for the on/off ones, and issue
 * 29's flag weight threshold as a number.
 */
export default function AdminSettingsTab() {
  const { data, isPending } = useQuery(adminSettingsQuery());
  if (isPending) return <ListSkeleton rows={3} rowClassName="h-40" />;
  const settings = data ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {GROUPS.map((group) => (
        <Card key={group.id} className="space-y-4 p-4 sm:p-5">
          <h3 className="font-semibold">{group.title}</h3>
          {settings
            .filter((s) => SETTING_FIELDS[s.key].group === group.id)
            .map((s) =>
              SETTING_FIELDS[s.key].kind === 'switch' ? (
                <SwitchSetting key={s.key} setting={s} />
              ) : (
                <ValueSetting key={`${s.key}:${s.value}`} setting={s} />
              ),
            )}
        </Card>
      ))}
    </div>
  );
}
