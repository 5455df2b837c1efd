import { Grid } from '@radix-ui/themes';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_SUBJECT_VALUES, type ContactSubject } from '@app/contracts';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { BusinessHours } from '@/features/contact/components/business-hours.component';
import { ContactFaq } from '@/features/contact/components/contact-faq.component';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards.component';
import { TalkNowCard } from '@/features/contact/components/talk-now-card.component';
import { useSiteInfo } from '@/lib/site-info.query';
import { SiteFact } from '@/features/site/components/site-fact.component';
import { telHref } from '@/lib/phone';
import { PageTitle } from '@/components/layout/page-title.layout';
import { Island } from '../islands/island';
import { Component as ContactFormIsland } from '../islands/contact-form.island';

/** `?subject=special` preselects a subject (used by "Let's Plan Your Event"); unknown values are ignored. */
function subjectFromQuery(value: string | null): ContactSubject | undefined {
  return CONTACT_SUBJECT_VALUES.includes(value as ContactSubject) ? (value as ContactSubject) : undefined;
}

export function Component() {
  const [params] = useSearchParams();
  const subject = subjectFromQuery(params.get('subject'));
  const { data: site } = useSiteInfo();
  const phone = <SiteFact fact="phone" render={(p) => <a href={telHref(p)}>{p}</a>} />;
  return (
    <>
      <PageTitle page="Contact Us" />
      <PageHero title="Contact Us" intro="Have a question or ready to plan your event? We'd love to hear from you." />
      <PageSection id="contact-info">
        <ContactInfoCards
          phone={phone}
          email={<SiteFact fact="email" render={(e) => <a href={`mailto:${e}`}>{e}</a>} />}
          serviceArea={<SiteFact fact="serviceArea" />}
        />
      </PageSection>
      <PageSection id="contact-form" tone="tinted">
        <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
          <div className="span-3">
            <Island
              name="contact-form"
              component={ContactFormIsland}
              props={subject ? { initialSubject: subject } : {}}
              key={subject ?? 'none'}
            />
          </div>
          <div className="span-2">
            <ContactFaq />
          </div>
        </Grid>
      </PageSection>
      <PageSection id="contact-more">
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <TalkNowCard email={site?.email} phone={phone} />
          <BusinessHours />
        </Grid>
      </PageSection>
    </>
  );
}
