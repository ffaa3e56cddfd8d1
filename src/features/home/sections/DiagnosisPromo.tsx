import { asset } from '../../../app/config';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/Button/Button';
import styles from './Sections.module.css';

export function DiagnosisPromo() {
  return (
    <section className="section lazy-render" aria-labelledby="diagnosis-title">
      <div className={`container ${styles.split} ${styles.promoBand}`}>
        <div>
          <p className="eyebrow">Skin diagnosis</p>
          <h2 id="diagnosis-title">Not sure where to begin?</h2>
          <p>
            Visit a studio for a free ten-minute skin diagnosis. We look at hydration, texture and sensitivity, then
            suggest a simple routine of three steps — no more.
          </p>
          <ButtonLink to={paths.shop}>Explore the shop</ButtonLink>
        </div>
        <img src={asset('images/diagnosis.svg')} alt="" width={800} height={640} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
