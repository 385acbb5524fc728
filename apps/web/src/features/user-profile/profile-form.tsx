import { user } from '@portal/contract';
import { App, Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { setDisplayTimeZone } from '../../shared/format/date-time';
import { BusyButton } from '../../shared/forms/busy-button';
import { showFormError } from '../../shared/forms/form-errors';
import { FormSelect } from '../../shared/forms/form-select';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../shared/forms/use-unsaved-changes';
import { changeLanguage } from '../../shared/i18n/i18n';
import { apiLang } from '../../shared/i18n/languages';
import { type ProfileValues, valuesOf } from './profile-values';
import { TimeZoneSelect } from './time-zone-select';
import { useProfileFields } from './use-profile-fields';

/**
 * The account's own name, phone, language and time zone; the e-mail is shown, not changed (it is
 * the sign-in). Saving in another language switches the portal to it, as the header's switch does
 * (which saves the language alone, and which this form then shows), and times are shown in the
 * saved zone from then on.
 */
export function ProfileForm({ profile }: { profile: user.Profile }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileValues>();
  useRelocalizedErrors(form);
  const field = useProfileFields();
  const [initial, setInitial] = useState(() => valuesOf(profile, i18n.language));
  const unsaved = useFormUnsavedChanges(initial);
  const save = useOperationMutation(user.updateProfile, { silent: true });

  // The header's switch saves the language to the profile: an open form shows the one now stored and seen.
  const shownLang = apiLang(i18n.language);
  useEffect(() => {
    setInitial((before) => (before.lang === shownLang ? before : { ...before, lang: shownLang }));
    form.setFieldValue('lang', shownLang);
  }, [shownLang, form]);

  const onFinish = (values: ProfileValues) =>
    save.mutate(
      { body: values },
      {
        onSuccess: (saved) => {
          setDisplayTimeZone(saved.time_zone);
          const next = { ...valuesOf(saved, saved.lang) };
          setInitial(next);
          form.setFieldsValue(next);
          unsaved.markSaved();
          const switching = saved.lang !== i18n.language ? changeLanguage(saved.lang) : Promise.resolve();
          // Said in the language just chosen.
          void switching.then(() => void message.success(i18n.t('userProfile.saved')));
        },
        onError: (error) => showFormError(form, error, (text) => void message.error(text)),
      },
    );

  return (
    <Form<ProfileValues>
      form={form}
      name="user-profile"
      layout="vertical"
      initialValues={initial}
      onValuesChange={unsaved.onValuesChange}
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center' }}
    >
      <Form.Item label={t('userProfile.email')} htmlFor="user-profile-email" extra={t('userProfile.emailHelp')}>
        <Input id="user-profile-email" value={profile.email} readOnly variant="filled" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...field('first_name')}>
            <Input autoComplete="given-name" maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...field('last_name')}>
            <Input autoComplete="family-name" maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...field('phone')}>
        <Input type="tel" autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...field('lang')}>
            <FormSelect<ProfileValues['lang']>
              options={user.PROFILE_LANGS.map((lang) => ({ value: lang, label: t(`shell.languages.${lang}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...field('time_zone')} extra={t('userProfile.timeZoneHelp')}>
            <TimeZoneSelect />
          </Form.Item>
        </Col>
      </Row>
      <BusyButton type="primary" htmlType="submit" busy={save.isPending}>
        {t('common.save')}
      </BusyButton>
    </Form>
  );
}
